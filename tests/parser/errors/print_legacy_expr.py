print "x" % y
