a = 1if b else 2
b = [1for x in y]
c = [0x1for x in y]
d = 1 .real
e = 1.0.real
f = 1_000.000_1e1_0
g = (1)if(2)else(3)
h = not-1
i = a<b>c
j = a!=b
k = x[1:2:3]
l = {1:2}
m = lambda:0
n = [*a,*b]
o = a**-b
p = a--b
q = a+-+-b
r = ...
s = a.b.c.d
t = (a)(b)
u = [a][0]
v = 1;w = 2
x=y=z=0
y = a if b else(c)
z = a[b][c](d)(e).f
aa = 0o17 + 0b11 + 0xAb
bb = 1E5 + 1e-05 + 1.E5
cc = .1e1 + 1.e1
