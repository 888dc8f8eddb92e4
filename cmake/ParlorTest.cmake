# parlor_test_suite(folder libs...): tests/<folder>/*.cpp become the executable
# parlor_tests_<folder>, run by CTest from the source tree (so tests find tests/data).
function(parlor_test_suite folder)
  file(GLOB sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/${folder}/*.cpp)
  if(NOT sources)
    return()
  endif()
  add_executable(parlor_tests_${folder} ${PROJECT_SOURCE_DIR}/tests/doctest_main.cpp ${sources})
  target_link_libraries(parlor_tests_${folder} PRIVATE ${ARGN} doctest::doctest parlor_warnings)
  # Helpers every suite may use: "common/...".
  target_include_directories(parlor_tests_${folder} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  target_compile_definitions(parlor_tests_${folder} PRIVATE
    PARLOR_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data")
  add_test(NAME ${folder} COMMAND parlor_tests_${folder} --no-intro=true
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endfunction()
