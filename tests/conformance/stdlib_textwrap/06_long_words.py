import textwrap

log = ("Request failed: https://api.example.com/v2/customers/84731/invoices?status=overdue&page=3 "
       "returned 503 after 3 retries")

print("\n".join(textwrap.wrap(log, width=30)))
print("--- break_long_words=False")
print("\n".join(textwrap.wrap(log, width=30, break_long_words=False)))
print("--- break_on_hyphens=False")
print(textwrap.wrap("state-of-the-art high-performance computing clusters", 12, break_on_hyphens=False))
print(textwrap.wrap("state-of-the-art high-performance computing clusters", 12))
print(textwrap.wrap("a" * 25, 10))
print(textwrap.wrap("ab-" * 10, 7))
print(textwrap.wrap("---------------", 4))
print(textwrap.wrap("pre-------post", 6))
print(textwrap.wrap("1234567890-abcdefghij", 8))
print(textwrap.wrap("supercalifragilistic", 6, initial_indent="-> ", subsequent_indent="   "))
