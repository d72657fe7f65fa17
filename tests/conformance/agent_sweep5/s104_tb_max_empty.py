lst = []
print(max(lst))
