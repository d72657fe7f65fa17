print("{} {}".format("a", "\u00e9"), "{1}{0}".format("x", "y"), "{k}".format(k="\u20ac"))
print("{:>6}|{:<6}|{:^6}|".format("ab", "cd", "\u00e9f"), "{!r}".format("it's"))
print("{0[1]} {1[k]}".format("xyz", {"k": "v"}), "{:.2}".format("hello"))
