def check_env(env):
    required = ["HOME", "PATH"]
    for key in required:
        if key not in env:
            print("missing", key)
            raise KeyboardInterrupt
    print("env ok")


check_env({"HOME": "/root", "PATH": "/bin"})
try:
    check_env({"HOME": "/root"})
except BaseException as e:
    print("caught", type(e).__name__, e.args)
raise NotImplementedError
