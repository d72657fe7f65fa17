s1 = 'single'
s2 = "double"
s3 = '''triple
single'''
s4 = """triple
double"""
s5 = 'it\'s'
s6 = "say \"hi\""
s7 = 'a' 'b' "c"
s8 = ("implicit "
      "concatenation "
      'across lines')
s9 = u"unicode prefix"
s10 = U'upper u'
s11 = ""
s12 = ''
s13 = '''''' 
s14 = "tab\there"
s15 = "newline\nhere"
s16 = "back\\slash"
s17 = "quote ' inside"
s18 = 'quote " inside'
s19 = """has "quotes" and 'apostrophes' "" """
s20 = "line \
continued"
