s = "the cat sat on the mat with the hat"
print(s.replace("the", "a"))
print(s.replace("the", "a", 2))
print(s.replace("at", ""))
print(s.replace("", "-")[:20])
print(s.count("the"), s.count("at"), s.count("z"), s.count(""))
print("aaaa".count("aa"), "aaaa".replace("aa", "b"))
print(s.count("t", 10), s.count("t", 0, 10))
template = "Dear NAME, your order NUM is ready."
print(template.replace("NAME", "Ana").replace("NUM", "#42"))
