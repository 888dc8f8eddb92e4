# CPack: a Debian package of what cmake/Install.cmake installs, for Debian 12.
#   cmake --build build --target package      (or: cd build && cpack -G DEB)
# writes build/parlor_<version>-1_<arch>.deb, installed under /usr.
set(CPACK_PACKAGE_NAME parlor)
set(CPACK_PACKAGE_VENDOR "Parlor")
set(CPACK_PACKAGE_CONTACT "Parlor maintainers <maintainers@users.noreply.a-seed-20241213.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "card games against a computer that explains itself")
set(CPACK_PACKAGE_DESCRIPTION
    "Five Crowns, Cribbage, Pinochle, Casino and Cruno for one player against the computer, in a\n"
    "window (parlor) or a terminal (parlor-cli). The computer decides from what its own seat\n"
    "can see, and says why it played each card.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The shared libraries' packages come from dpkg-shlibdeps (libsdl2-2.0-0, libsdl2-image-2.0-0,
# libsdl2-ttf-2.0-0, libc6, libstdc++6, libgcc-s1 with their versions); the fonts are a file
# the window opens, which no linker sees.
set(parlor_deb_depends)
if(PARLOR_BUILD_APP)
  list(APPEND parlor_deb_depends fonts-dejavu-core)
endif()
find_program(PARLOR_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(PARLOR_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  list(APPEND parlor_deb_depends libc6 libstdc++6 libgcc-s1)
  if(PARLOR_BUILD_APP)
    list(APPEND parlor_deb_depends libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0)
  endif()
endif()
list(JOIN parlor_deb_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

include(CPack)
