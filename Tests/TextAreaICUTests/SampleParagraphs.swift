/// Real sentences in the scripts written without spaces between words, for the wrapping tests.
enum SampleParagraphs {
    /// "Thai is the official language of Thailand and the mother tongue of most Thai people. Thai has its own script, called the Thai script."
    static let thai = "ภาษาไทยเป็นภาษาราชการของประเทศไทยและเป็นภาษาแม่ของชาวไทยส่วนใหญ่ ภาษาไทยมีอักษรเป็นของตนเองเรียกว่าอักษรไทย"
    /// "Lao is the official language of Laos, and many million people speak it. Lao has its own alphabet."
    static let lao = "ພາສາລາວເປັນພາສາທາງການຂອງປະເທດລາວ ແລະມີຄົນເວົ້າພາສານີ້ຫຼາຍລ້ານຄົນ ພາສາລາວມີຕົວອັກສອນຂອງຕົນເອງ"
    /// "Khmer is the official language of Cambodia, and more than fifteen million people speak it."
    static let khmer = "ភាសាខ្មែរគឺជាភាសាផ្លូវការរបស់ប្រទេសកម្ពុជា ហើយមានមនុស្សជាងដប់ប្រាំលាននាក់និយាយភាសានេះ"
    /// "Burmese is the official language of Myanmar. More than thirty million people speak it."
    static let myanmar = "မြန်မာဘာသာစကားသည် မြန်မာနိုင်ငံ၏ရုံးသုံးဘာသာစကားဖြစ်သည်။ လူပေါင်းသန်းသုံးဆယ်ကျော်ကပြောဆိုကြသည်။"

    /// Each sample with its language's name.
    static let all: [(language: String, text: String)] = [
        ("Thai", thai), ("Lao", lao), ("Khmer", khmer), ("Myanmar", myanmar),
    ]
}
