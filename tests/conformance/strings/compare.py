print("apple" < "banana", "apple" < "Apple", "a" < "aa", "" < "a")
print("abc" == "abc", "abc" != "abd", "b" > "abc")
print("10" < "9", 10 < 9)
print(max(["pear", "apple", "fig"]), min(["pear", "apple", "fig"]))
words = ["delta", "Alpha", "charlie", "bravo", "Echo"]
print(sorted(words))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: w.lower()))
print("abc" < "abd" < "abe")
