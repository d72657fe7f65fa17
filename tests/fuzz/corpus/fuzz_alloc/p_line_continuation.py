Àtotal = 1 + \
    2 + \
    3
if a and \
   b:
    pass
x = [1,
     2,
     3]
y = (1 +
     2)
z = {
    "a": 1,

    "b": 2,
}
call(a,
     b,   # comment inside
     c)
s = "abc" \
    "def"
assert x, \
    "message"
with open("f") as f, \
     open("g") as g:
    pass
value = some.long.chain \
    .method() \
    .other()
