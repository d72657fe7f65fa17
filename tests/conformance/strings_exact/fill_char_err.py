print("ab".center(6, "-"))
print("ab".center(6, "--"))
