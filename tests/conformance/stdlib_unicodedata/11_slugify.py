# Turn article titles into URL slugs.
import re
import unicodedata

titles = ["Crème Brûlée: A Love Story", "Ünïcödé — the Good Parts", "Ελληνικά & English",
          "Hello, 世界!", "Ｆｕｌｌｗｉｄｔｈ　Ｔｉｔｌｅ", "  spaces   everywhere  "]


def slugify(title):
    text = unicodedata.normalize("NFKD", title)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


for t in titles:
    print(f"{t!r:40} {slugify(t)!r}")
