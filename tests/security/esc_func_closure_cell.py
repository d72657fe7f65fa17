# expect: rejected
def outer():
    secret = 42
    def inner():
        return secret
    return inner
print('SANDBOX-ESCAPE', outer().__closure__[0].cell_contents)
