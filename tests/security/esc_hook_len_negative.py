# expect: error ValueError
class L:
    def __len__(self):
        return -1
print(len(L()))
