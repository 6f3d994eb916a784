import SBCommandLine

Entry.main()
