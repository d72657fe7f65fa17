import textwrap

notes = ("Meeting moved to 3 p.m. today. Please update the calendar! Did everyone get the agenda? "
         'He said "done." Then left. Version 2.0 is out. Mr. Smith will attend.')

print(textwrap.fill(notes, 40))
print("---")
print(textwrap.fill(notes, 40, fix_sentence_endings=True))
print(textwrap.wrap("End. Next", 60, fix_sentence_endings=True))
print(textwrap.wrap("End.  Next", 60, fix_sentence_endings=True))
print(textwrap.wrap("END. Next", 60, fix_sentence_endings=True))
print(textwrap.wrap("yes! no? maybe.' ok", 60, fix_sentence_endings=True))
TW = textwrap.TextWrapper(fix_sentence_endings=True)
print(TW.wrap("a. b. c."))
