def check(n):
    print("  checking", n)
    return n > 3


values = [1, 5, 2, 8]
print(any(check(v) for v in values))
print(all(check(v) for v in values))
print(sum(v * v for v in values))
print(max(len(w) for w in ["ab", "abcd", "a"]))
print(",".join(str(v) for v in sorted(values)))
print(dict((v, v % 3) for v in values))
print(sorted((w for w in ["pear", "fig", "apple"]), key=len))
print(min((v for v in values if v > 100), default="none"))
