#!/usr/bin/python3
"""Writes a multilingual document of about SIZE megabytes to standard output: paragraphs of
English, Greek, Russian, Arabic, Hebrew, Hindi, Bengali, Tamil, Thai, Khmer, Myanmar, Chinese,
Japanese, Korean and emoji, some mixed, from a fixed seed so every run writes the same text.

usage: Scripts/multilingual-text.py [SIZE_MB]   (default 10)"""
import random
import sys

SAMPLES = [
    "The quick brown fox jumps over the lazy dog; office AVATAR Wa To fi.",
    "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.",
    "Съешь же ещё этих мягких французских булок, да выпей чаю.",
    "مرحبا بالعالم، هذا نص عربي للتجربة (مع أقواس) و ١٢٣ أرقام.",
    "שלום עולם, זהו טקסט בעברית עִבְרִית לבדיקה.",
    "नमस्ते दुनिया, यह क्षत्रिय हिन्दी का एक वाक्य है।",
    "বাংলা ভাষা একটি সুন্দর ভাষা।",
    "தமிழ் மொழி மிகவும் பழமையானது.",
    "ภาษาไทยเป็นภาษาที่สวยงามและกำลังเติบโต",
    "ភាសាខ្មែរគឺជាភាសាដ៏ស្រស់ស្អាត",
    "မြန်မာဘာသာစကားသည် လှပသည်",
    "中文文本用于测试换行和字体回退。",
    "日本語のテキストで改行とフォントを試します。",
    "한국어 텍스트로 줄 바꿈과 글꼴을 시험합니다.",
    "Emoji: 👩‍👩‍👧‍👦 🇯🇵 👍🏽 1️⃣ ❤️ 😀",
]


def main():
    size = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    target = int(size * 1024 * 1024)
    generator = random.Random(20261201)
    written = 0
    out = []
    while written < target:
        count = generator.randint(1, 6)
        sentences = [generator.choice(SAMPLES) for _ in range(count)]
        paragraph = " ".join(sentences) + "\n"
        out.append(paragraph)
        written += len(paragraph.encode("utf-8"))
    sys.stdout.write("".join(out))


main()
