# The games of Parlor, read from include/parlor/games/games.def (the list the C++ reads too):
# PARLOR_GAMES is their ids, in its order. Every list of games CMake makes (the libraries, the
# catalogue, the terminal's and the window's sources, the test suites, the played-game tests)
# follows it, so a new game is its line there and its own folders.
set(PARLOR_GAMES_DEF ${PROJECT_SOURCE_DIR}/include/parlor/games/games.def)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PARLOR_GAMES_DEF})
file(STRINGS ${PARLOR_GAMES_DEF} parlor_game_lines REGEX "^PARLOR_GAME\\(")
set(PARLOR_GAMES)
foreach(line IN LISTS parlor_game_lines)
  if(NOT line MATCHES "^PARLOR_GAME\\(([a-z0-9_]+)\\)$")
    message(FATAL_ERROR "${PARLOR_GAMES_DEF}: \"${line}\" is not PARLOR_GAME(id)")
  endif()
  list(APPEND PARLOR_GAMES ${CMAKE_MATCH_1})
endforeach()

# A game folder the list forgets would be built by nobody: each of src/games/ must be listed.
file(GLOB parlor_game_dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/src/games/*)
foreach(dir IN LISTS parlor_game_dirs)
  get_filename_component(game ${dir} NAME)
  if(IS_DIRECTORY ${dir} AND NOT game IN_LIST PARLOR_GAMES)
    message(FATAL_ERROR "src/games/${game}/ is not in ${PARLOR_GAMES_DEF}")
  endif()
endforeach()
foreach(game IN LISTS PARLOR_GAMES)
  if(NOT EXISTS ${PROJECT_SOURCE_DIR}/src/games/${game}/CMakeLists.txt)
    message(FATAL_ERROR "${PARLOR_GAMES_DEF} lists ${game}, but src/games/${game}/ has no CMakeLists.txt")
  endif()
endforeach()
