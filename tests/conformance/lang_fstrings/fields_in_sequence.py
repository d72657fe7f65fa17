# Many replacement fields in one snippet, short and long, nested f-strings
# and format specs with fields: each field is parsed on its own.
x = 5
w = 8
print(f"{x}", f"{x!r:>{w}}", f"{'a' + 'b'}", f"{ {'k': 1}['k'] }")
print(f"{f'{x:{w}}'}|", f"{x=}", f"{x = :>4}")
long = "y" * 300
print(f"{long + long!s:.5}", len(f"{(lambda: long * 3)()}"))
for i in range(3):
    print(f"{i}:{[j * i for j in range(4)]}:{i if i else 'zero'}")
try:
    eval_it = f"{undefined_name}"
except NameError as e:
    print("NameError", e)
print(f"{3.14159:.{2}f}", f"{'x':^{w + 2}}", f"{x:{'>'}{w}}")
