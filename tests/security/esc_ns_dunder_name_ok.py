# expect: ok
# stdout: __main__
print(__name__)
