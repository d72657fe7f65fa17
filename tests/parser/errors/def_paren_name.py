def (x): pass
