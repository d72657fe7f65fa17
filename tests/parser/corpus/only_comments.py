# just a comment
# and another

   # indented one
