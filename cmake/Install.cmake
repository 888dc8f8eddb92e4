# What `cmake --install <build>` puts where, in the standard folders of GNUInstallDirs:
#   bin/parlor, bin/parlor-cli                 the programs
#   share/parlor/assets/                       what the window loads (src/app/core/paths.cpp
#                                              finds it from the program's folder)
#   share/applications/<id>.desktop            the menu entry
#   share/metainfo/<id>.metainfo.xml           the software centre's description (AppStream)
#   share/icons/hicolor/<N>x<N>/apps/<id>.png  the icon, 16 to 256 pixels, and scalable/<id>.svg
#   share/man/man1/parlor-cli.1                the manual of parlor-cli
# <id> is PARLOR_APP_ID. A headless build (PARLOR_BUILD_APP=OFF) installs parlor-cli alone.
set(parlor_data ${PROJECT_SOURCE_DIR}/data)

install(TARGETS parlor-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
configure_file(${parlor_data}/parlor-cli.1.in ${PROJECT_BINARY_DIR}/data/parlor-cli.1 @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/data/parlor-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

if(PARLOR_BUILD_APP)
  install(TARGETS parlor RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # The whole folder: whatever the program comes to load at run time lives in assets/.
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/parlor/assets)

  configure_file(${parlor_data}/parlor.desktop.in
                 ${PROJECT_BINARY_DIR}/data/${PARLOR_APP_ID}.desktop @ONLY)
  configure_file(${parlor_data}/parlor.metainfo.xml.in
                 ${PROJECT_BINARY_DIR}/data/${PARLOR_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/data/${PARLOR_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_BINARY_DIR}/data/${PARLOR_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

  # Every size tools/icon drew (data/icons/hicolor/<size>/apps/parlor.*), named for the id.
  file(GLOB parlor_icons RELATIVE ${parlor_data}/icons/hicolor CONFIGURE_DEPENDS
       ${parlor_data}/icons/hicolor/*/apps/parlor.*)
  foreach(icon IN LISTS parlor_icons)
    get_filename_component(icon_dir ${icon} DIRECTORY)
    get_filename_component(icon_ext ${icon} LAST_EXT)
    install(FILES ${parlor_data}/icons/hicolor/${icon}
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${icon_dir}
            RENAME ${PARLOR_APP_ID}${icon_ext})
  endforeach()
endif()
