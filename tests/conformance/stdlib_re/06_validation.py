# Validate form fields with fullmatch and explain failures.
import re

rules = {
    "zip": re.compile(r"\d{5}(-\d{4})?"),
    "email": re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+"),
    "phone": re.compile(r"\+?\d{1,3}[ -]?\d{3}[ -]?\d{4}"),
    "slug": re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*"),
}
samples = {"zip": ["12345", "12345-6789", "1234", "12345-"], "email": ["a@b.co", "no-at.com", "x+y@sub.domain.org"],
           "phone": ["+1 555 1234", "5551234567", "55-12"], "slug": ["hello-world", "Hello", "a--b"]}
for field, values in samples.items():
    for v in values:
        m = rules[field].fullmatch(v)
        print(f"{field:6} {v!r:22} {'ok' if m else 'invalid'}", m.span() if m else "")
print(bool(re.match(r"\d+", "42abc")), bool(re.fullmatch(r"\d+", "42abc")), re.search(r"\d+", "ab42").group())
