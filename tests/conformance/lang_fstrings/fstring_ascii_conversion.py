names = ["José", "Zürich", "naïve", "plain", "日本"]
for n in names:
    print(f"{n!a:>20} {n!r:>12}")
print(f"{names!a}")
print(ascii("tab\there"), f"{'é'!a}" == ascii("é"))
print(f"{'€'!a} {'€'!r} {'€'!s}")
record = {"city": "Kraków", "pop": 800000}
print(f"{record!a}")
print(f"{record['city']!a:*^20}")
