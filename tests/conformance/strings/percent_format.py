name = "Widget"
qty = 7
price = 3.14159
print("%s x %d @ %.2f" % (name, qty, price))
print("%5d|%-5d|%05d" % (42, 42, 42))
print("%10s|%-10s|" % ("right", "left"))
print("%r %s" % ("quoted", "plain"))
print("%x %X %o" % (255, 255, 8))
print("%.1f%%" % 45.678)
print("%d items" % 3)
print("%e" % 12345.678)
print("%s" % [1, 2])
print("%(user)s has %(n)d points" % {"user": "bo", "n": 10})
print("%+d %+d" % (5, -5))
