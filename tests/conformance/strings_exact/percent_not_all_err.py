print("%s" % (1,))
print("%s" % (1, 2))
