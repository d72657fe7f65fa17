# Align a table of product names in a terminal: wide East Asian characters take two columns.
import unicodedata


def display_width(text):
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def pad(text, width):
    return text + " " * (width - display_width(text))


products = [("Green tea", 4.5), ("抹茶ラテ", 5.25), ("Ｃｏｆｆｅｅ", 3.0), ("Crème brûlée", 6.75), ("김치", 2.5)]
col = max(display_width(name) for name, _ in products)
for name, price in products:
    print(f"|{pad(name, col)}|{price:>6.2f}|")

for ch in "aＡｱ漢α€─♥😀":
    print(repr(ch), unicodedata.east_asian_width(ch))
