s = {1, 2, 3}
s.remove(2)
print(s)
s.remove(5)
