# Parse quantities written with Unicode digits and fractions from a recipe.
import unicodedata

ingredients = ["½ cup sugar", "¾ tsp salt", "2⅓ cups flour", "٣ eggs", "४ apples", "Ⅻ grapes", "五 plums"]


def parse_quantity(text):
    total = 0.0
    digits = ""
    for ch in text:
        if ch == " ":
            break
        if unicodedata.decimal(ch, None) is not None:
            digits += str(unicodedata.decimal(ch))
        else:
            total += unicodedata.numeric(ch)
    return (int(digits) if digits else 0) + total


for item in ingredients:
    qty, _, what = item.partition(" ")
    print(f"{what:8} {parse_quantity(item)!r}")

for ch in ["7", "٧", "²", "⑦", "Ⅶ", "七", "x"]:
    print(repr(ch), unicodedata.decimal(ch, -1), unicodedata.digit(ch, -1), unicodedata.numeric(ch, -1.0))
