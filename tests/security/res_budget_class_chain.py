# expect: budget | memory
# A long single-inheritance chain: each class's MRO computation is native work.
class B:
    pass
for i in range(5000):
    class B(B):
        pass
print('SANDBOX-ESCAPE: 5000 chained classes built')
