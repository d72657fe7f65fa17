# Case-insensitive searches over text with Turkish i letters (dotless i,
# dotted capital I), which Python's re counts as cases of i.
import re

text = "İstanbul, Izmir, ıspanak, ISTANBUL, istanbul, Diyarbakır"
print(re.findall(r"\bi\w+", text, re.I))
print(re.findall(r"(?i)istanbul", text))
print(re.findall(r"[a-z]+", "İyi ışık", re.I), re.findall(r"[h-j]", "İiıI", re.I), re.findall(r"[^i]", "İiıI x", re.I))
print(re.findall(r"ı", "İiıI", re.I), re.findall(r"İ", "İiıI", flags=re.IGNORECASE), re.findall(r"[ı]", "İiıI", re.I))
print(re.findall(r"\x69", "İiıI", re.I), re.findall(r"[\u0130]", "İiıI", re.I), re.findall(r"[\u0100-\u0140]", "İiıIa", re.I))
print(re.findall(r"i", "İiıI"), re.findall(r"[a-z]", "İiıI"), re.findall(r"(?i:i)I", "İI ıI iI"))
print(re.findall(r"i", "İiıI", re.I | re.A), re.findall(r"[a-z]", "İiıI", re.I | re.A))
print(re.sub(r"(?i)kilim", "rug", "KİLİM kılım Kilim kilim"), re.split(r"(?i)i", "aİbıcId"))
print(re.findall(r"(?i)i+", "ii" * 3 + " " + "IıİI"), bool(re.fullmatch(r"(?i)[a-z]+", "DİYARBAKIR")))
words = ["Iğdır", "ılık", "İzmit", "iyi", "kitap"]
print([w for w in words if re.match(r"i", w, re.I)], [w for w in words if re.search(r"[ıi]$", w, re.I)])
