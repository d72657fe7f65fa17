# expect: memory | budget
l = [1]
for x in l:
    l.append([x])
