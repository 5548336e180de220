#!/usr/bin/env python3
"""The texts the key-to-pixels scripts type into, the same on every run (seeded).

    Scripts/typometer-texts.py DIRECTORY [NAME...]

Writes text-20k.txt, text-10mb.txt, paragraph-1mb.txt and misspelled.txt
into DIRECTORY, or only the NAMEs given: words from a fixed list in seeded
random order, in paragraphs of 20 to 120 words or as one paragraph, and
paragraphs of consonant runs no dictionary holds. Used by typometer.sh and
key-stages.sh.
"""
import random, sys
directory = sys.argv[1]
wanted = set(sys.argv[2:])
words = ("the of and to in is that for it as with was on be by this are at from or an which have not but all were "
         "when we there can more one if has their will been would so what out up about into than them some could "
         "only other its time new these two may then do first any my now such like our over man me even most made "
         "after also did many before must through back years where much your way well down should because each just "
         "those people how too little state good very make world still own see men work long get here between both "
         "life being under never day same another know while last might us great old year off come since against "
         "go came right used take three").split()
def paragraphs(size, seed):
    generator = random.Random(seed)
    parts, length = [], 0
    while length < size:
        sentence = " ".join(generator.choice(words) for _ in range(generator.randint(20, 120)))
        sentence = sentence[0].upper() + sentence[1:] + "."
        parts.append(sentence)
        length += len(sentence) + 1
    return "\n".join(parts)[:size]
def paragraph(size, seed):
    generator = random.Random(seed)
    parts, length = [], 0
    while length < size:
        word = generator.choice(words)
        parts.append(word)
        length += len(word) + 1
    return " ".join(parts)[:size]
def misspelled(seed):
    generator = random.Random(seed)
    consonants = "bcdfghjklmnpqrstvwxz"
    return "\n".join(
        " ".join("".join(generator.choice(consonants) for _ in range(generator.randint(5, 12)))
                 for _ in range(generator.randint(20, 80)))
        for _ in range(60))
texts = {
    "text-20k.txt": lambda: paragraphs(20_000, 1),
    "text-10mb.txt": lambda: paragraphs(10_000_000, 2),
    "paragraph-1mb.txt": lambda: paragraph(1_000_000, 3),
    "misspelled.txt": lambda: misspelled(5),
}
for name, make in texts.items():
    if wanted and name not in wanted:
        continue
    with open(f"{directory}/{name}", "w") as file:
        file.write(make())
