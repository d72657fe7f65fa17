d = {}
d["key"] = 1
d["k" + "ey"] += 1
d["\u00e9"] = 3
d["e\u0301"] = 4
print(d, len(d), "key" in d, "\u00e9" in d)
print(hash("abc") == hash("ab" + "c"), hash("") == hash(""), "\u00e9" == "e\u0301")
s = {"x", "y", "x", "x" * 1}
print(len(s), "x" in s, "z" in s)
print(bool(""), bool(" "), not "", "" or "default", "a" and "b")
