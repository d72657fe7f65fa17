# Comparing strings in loops and conditions: filters, sorting checks, bisection.
words = ["apple", "Apple", "apples", "app", "", "banana", "é", "e", "z", "ü", "☕", "apple"]
for a in words[:6]:
    print([a == b for b in words], [a < b for b in words])
print([w for w in words if w >= "apple"], [w for w in words if w != "apple"])
print(sum(1 for i in range(len(words) - 1) if words[i] <= words[i + 1]))
long_a = "x" * 300 + "a"
long_b = "x" * 300 + "b"
print(long_a < long_b, long_a == long_a[:], long_a != long_b, long_a > "x", "x" * 300 == "x" * 300)
lo, hi, target = 0, len(sorted(words)), "banana"
ordered = sorted(words)
while lo < hi:
    mid = (lo + hi) // 2
    if ordered[mid] < target:
        lo = mid + 1
    else:
        hi = mid
print(lo, ordered[lo])


class Loud(str):
    def __eq__(self, other):
        print("Loud.eq", other)
        return True

    def __lt__(self, other):
        print("Loud.lt", other)
        return False

    __hash__ = str.__hash__


print("a" == Loud("b"), Loud("b") == "a", "a" < Loud("b"), Loud("b") > "a")
try:
    print("a" < 1)
except TypeError as e:
    print("TypeError:", e)
print("a" == 1, "1" != 1, None == "", "" == "")
state = "start"
steps = 0
while state != "done":
    state = {"start": "middle", "middle": "end", "end": "done"}[state]
    steps += 1
print(steps, state)
