# Regular expressions as agents use them: findall over a page, a match per
# line, sub with a group reference, split, search with named groups.
import re

words = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "theta"]
lines = []
x = 12345
for i in range(40000):
    x = (x * 1103515245 + 12345) % 2147483648
    w = words[x % 8]
    lines.append(f"{i:06d} {w}.{words[(x >> 3) % 8]}@example{x % 97}.com visited /page/{x % 1000} "
                 f"on 2024-{1 + x % 12:02d}-{1 + x % 28:02d} status={200 + (x % 5) * 100}")
text = "\n".join(lines)

emails = re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", text)
line_re = re.compile(r"^(?P<id>\d+) (?P<user>\S+) visited (?P<path>/\S+) on (?P<date>[\d-]+) status=(?P<status>\d+)$")
errors = 0
paths = {}
for line in lines:
    m = line_re.match(line)
    if m and m.group("status") != "200":
        errors += 1
        paths[m.group("path")] = paths.get(m.group("path"), 0) + 1
masked = re.sub(r"(\w+)@(\w+)", r"\1 at \2", text[:200000])
parts = re.split(r"[\s=]+", text[:100000])
hits = sum(1 for line in lines if re.search(r"omega|sigma", line))
print(len(emails), emails[:2], len(dates), dates[0], errors, len(paths), len(masked), len(parts), hits)
