# Redact and reformat a support ticket with re.sub and callbacks.
import re

ticket = "Customer john.doe@example.com called 555-123-4567 about order #A-1042 on 2023-10-05; cc jane@corp.io"
redacted = re.sub(r"[\w.]+@[\w.]+", lambda m: m.group(0)[0] + "***@" + m.group(0).split("@")[1], ticket)
print(redacted)
print(re.sub(r"(\d{3})-(\d{3})-(\d{4})", r"(\1) \2-\3", ticket))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", ticket))
text, n = re.subn(r"\d", "#", ticket)
print(n, text)
print(re.sub(r"\s+", " ", "  too   many\n spaces  ").strip())
print(re.sub("x*", "-", "abxd"), re.sub(r"o", "0", "foo boo", count=2))
print(re.split(r"[;,]\s*", "a, b;c ,d"), re.split(r"(\d)", "a1b2c", maxsplit=1))
print(re.escape("price: $5.00 (approx.)"))
