pass
break_ = continue_ = 1
x = None
x = True
x = False
x = ...
...
"expression statement"
f"{x}"
42
-1
(1, 2)
[1, 2]
{1: 2}
x
x.y
x[0]
x()
not x
x if y else z
lambda: 0
await_ = 1
