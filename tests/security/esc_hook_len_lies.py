# expect: ok | memory | error MemoryError
# stdout: [1, 2, 3]
# A __len__ that lies must not make list() preallocate beyond the cap.
class X:
    def __len__(self):
        return 10 ** 9
    def __iter__(self):
        return iter([1, 2, 3])
print(list(X()))
