x = 1; y = 2; z = 3
a = 1;
import os; import sys
if x: a = 1; b = 2
for i in range(3): print(i); print(i * 2)
while False: pass; pass
def f(): return 1; 
class C: x = 1; y = 2
