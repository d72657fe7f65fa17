# expect: error OverflowError
class L:
    def __len__(self):
        return 10 ** 100
print(len(L()))
