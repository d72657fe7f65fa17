doc1 = "the cat sat on the mat"
doc2 = "the dog sat on the log"
w1 = set(doc1.split())
w2 = set(doc2.split())
common = w1 & w2
either = w1 | w2
print(sorted(common), len(common))
print(sorted(either), len(either))
print(round(len(common) / len(either), 3))
print("cat" in w1, "cat" in w2)
tags_a = {1, 2, 5}
tags_b = {2, 3, 5, 7}
print(tags_a & tags_b, tags_a | tags_b)
