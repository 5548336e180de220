/// Real paragraphs with deliberate misspellings, for comparing the area with `hunspell -l`.
enum SampleParagraphs {
    /// English prose; the misspellings are listed in ``englishMisspellings``.
    static let english = """
        When the commitee met on Tuesday, nobody had recieved the agenda in advance. The chair apologised \
        for the delay and explained that the printer had broken down twice that morning. After a short \
        discussion, the members agreed to postpone the budget item untill the next meeting, which would \
        be held in the library. Several people wondered whether the new schedule was realy necessary.

        Gardening in a small city flat takes patience. Tomatoes need a sunny windowsill and regular \
        watering, while herbs such as basil and parsley are more forgiving. Keep the soil moist but not \
        soggy, and turn the pots every few days so the plants grow evenly. With a litle care, even a \
        balcony can produce a suprising harvest by the end of the summer.
        """

    /// The words misspelt on purpose in ``english``.
    static let englishMisspellings = ["commitee", "recieved", "untill", "realy", "litle", "suprising"]

    /// French prose; the misspellings are listed in ``frenchMisspellings``.
    static let french = """
        Le marché du samedi matin attire toujours beaucoup de monde. Les producteurs arrivent très tôt \
        pour installer leurs étals de légumes, de fromages et de fleurs. On y trouve des pommes de terre \
        nouvelles, des carottes encore couvertes de terre et du pain qui sort du four. Les enfants adorent \
        goûter les fraises, tandis que leurs parents comparent les prix avec attension.

        L'hiver dernier, la bibliotèque municipale a ouvert une nouvelle salle de lecture. Elle est \
        lumineuse, calme et ouverte jusqu'à vingt heures. Les étudiants y viennent pour réviser leurs \
        examens, et les retraités pour lire le journal. Le personnel organise aussi des ateliers \
        d'écriture chaque mois, et la participation est gratuite pour tout le monde.
        """

    /// The words misspelt on purpose in ``french``.
    static let frenchMisspellings = ["attension", "bibliotèque"]

    /// English with a URL and an e-mail address whose parts no dictionary knows, and one misspelling outside them.
    static let addresses = """
        The slides are at https://exmaple.org/talks/spelchek-2026.pdf and the recording will follow on \
        www.videohostt.net/watch?v=qzxw. Questions can go to jdoe.organiser@confrence-mail.org before \
        Friday; we will answer them at the begining of the next session.
        """

    /// The words in ``addresses`` outside the URL and the e-mail address that are misspelt.
    static let addressesMisspellings = ["begining"]

    /// Thai prose, written without spaces between words; the misspelling is listed in ``thaiMisspellings``.
    static let thai = """
        วันนี้อากาศดีมาก เราจึงไปเดินเล่นในสวนสาธารณะกับเพือนสองคน \
        นักเรียนหลายคนชอบอ่านหนังสือที่ห้องสมุดของโรงเรียน
        """

    /// The word misspelt on purpose in ``thai``: "เพื่อน" (friend) without its tone mark.
    static let thaiMisspellings = ["เพือน"]
}
