squares = {n: n * n for n in range(10)}
filtered = {k: v for k, v in d.items() if v is not None if k}
nested = {i: {j: i * j for j in range(3)} for i in range(3)}
unique = {word.lower() for word in words}
pairs = {(a, b) for a in x for b in y}
from_zip = {k: v for k, v in zip("abc", range(3))}
cond_val = {k: (v if v else 0) for k, v in items}
lam_vals = {k: lambda: k for k in "ab"}
