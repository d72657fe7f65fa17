# expect: error GeneratorExit | exit
raise GeneratorExit
