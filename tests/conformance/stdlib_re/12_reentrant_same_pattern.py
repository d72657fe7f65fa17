# A sub() replacement function that runs the same pattern again, nested
# finditer loops over one pattern, and a search inside a finditer loop.
import re

word = re.compile(r"(\w)(\w*)")

def title_inner(m):
    inner = word.sub(lambda k: k.group(1).upper() + k.group(2), m.group(0))
    again = word.findall(m.group(2))
    return f"{inner}{len(again)}"

print(word.sub(title_inner, "alpha beta gamma"))
print(re.sub(r"\d+", lambda m: re.sub(r"\d", lambda d: str(9 - int(d.group())), m.group()), "a12 b345 c6"))

pairs = []
for a in word.finditer("ab cd"):
    for b in word.finditer("xy zw q"):
        pairs.append(a.group(1) + b.group(1))
print(pairs)

it1 = word.finditer("one two three")
it2 = word.finditer("four five")
print(next(it1).group(), next(it2).group(), next(it1).group(), next(it2).group(), next(it1).group())
print([m.span() for m in it1], [m.span() for m in it2])

email = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
found = []
for m in email.finditer("mail bob@example.com or ann.lee+x@test-site.org now"):
    found.append((m.group(), bool(email.search(m.group())), email.sub("<>", m.group())))
print(found)

def count_calls(m):
    count_calls.n += 1
    return "[" + email.sub(lambda k: k.group().upper(), m.group()) + "]"

count_calls.n = 0
print(email.sub(count_calls, "x a@b.cc y c@d.ee z"), count_calls.n)
print(re.subn(r"(a)(b)?", lambda m: repr(re.match(r"(a)(b)?", m.group(0)).groups()), "ab a ab"))
