class A:
    def __repr__(self):
        raise RuntimeError("repr broke")
print([A()])
