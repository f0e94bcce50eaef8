/** Text of the media library (keys → English; `formatMessage` fills `{placeholders}`). */
export const mediaMessages = {
  title: 'Media Library',
  description:
    'Images and documents the site shows and links to. Package images and supplier logos are public once uploaded: anyone with the address can open them. Documents are private: only signed-in agents and admins can open them.',
  rootNames: {
    'package-images/': 'Package images',
    'Documents/': 'Documents',
    'suppliers/logo/': 'Supplier logos',
  },
  pageTitle: 'Media Library: {root}',
  breadcrumb: 'Folder path',
  folderThing: 'folder',
  fileThing: 'file',

  // Toolbar
  upload: 'Upload files',
  uploadHint: 'JPEG, PNG or WebP images up to 10 MB; PDF, Word, Excel or PowerPoint documents up to 25 MB. Drop files here or choose them.',
  newFolder: 'New folder',
  refresh: 'Refresh',
  dropHere: 'Drop the files to upload them to {folder}',

  // Listing
  loadingFolder: 'Loading the folder…',
  folderListLabel: 'Folders and files in {folder}',
  emptyFolder: 'This folder is empty',
  emptyFolderHint: 'Upload files or make a sub-folder to start.',
  openFolder: 'Open folder {name}',
  loadMore: 'Show more files',
  folderLabel: 'Folder',
  sizeAndDate: '{size} · {date}',
  fileActions: 'Actions for {name}',
  folderActions: 'Actions for folder {name}',
  copyAddress: 'Copy address',
  addressCopied: 'Address of “{name}” copied.',
  copyFailed: 'The address could not be copied. Select it from the file’s preview instead.',
  rename: 'Rename',
  delete: 'Delete',
  openFile: 'Open in a new tab',
  privateFolder: 'Private: signed-in agents and admins only',
  privateFolderHint:
    'Visitors cannot open these files, and their addresses cannot be shared: agents open them from the portal and package pages once signed in.',
  select: 'Select',
  selectFile: 'Select {name}',
  notAnImage: 'Only images can be chosen here.',

  // Sizes
  bytes: '{count} B',
  kilobytes: '{count} KB',
  megabytes: '{count} MB',

  // New folder
  newFolderTitle: 'New folder in {folder}',
  folderNameLabel: 'Folder name',
  folderNameHint: 'Letters, digits, spaces and . _ - ( ); it must start with a letter or digit.',
  createFolder: 'Create folder',
  creating: 'Creating…',
  folderCreated: 'Folder “{name}” created.',

  // Rename
  renameTitle: 'Rename “{name}”',
  newNameLabel: 'New name',
  renameHint: 'The file keeps its type, so the name keeps its extension ({extension}). A file published content uses cannot be renamed.',
  renameButton: 'Rename',
  renaming: 'Renaming…',
  renamed: '“{name}” renamed.',

  // Delete
  deleteFileDetail: 'A file published content uses cannot be deleted; drafts that use it will show nothing in its place.',
  deleteFolderDetail: 'Only an empty folder can be deleted.',
  deleted: '“{name}” deleted.',

  // Where a file is used
  whereUsed: 'Where it is used',
  whereUsedTitle: 'Where “{name}” is used',
  close: 'Close',
  usedByHeading: 'Used by',
  usesLoading: 'Checking where this file is used…',
  usesLoadFailed: 'Could not check where this file is used.',
  retry: 'Try again',
  notUsed: 'Not used anywhere.',
  liveUsesNote: 'Published content uses this file ({count}): remove it from there, or unpublish that content, before deleting or renaming the file.',
  noLiveUsesNote: 'Only drafts or content not shown use this file.',
  useLive: 'Published',
  useNotLive: 'Not published',
  useKinds: {
    package: 'Package',
    promotion: 'Promotion',
    supplier: 'Supplier',
    webinar: 'Webinar',
    newsletter: 'Newsletter',
    portalPage: 'Portal page',
    welcomeVideo: 'Welcome video',
    agent: 'Agent',
  },

  // Uploads
  uploadsHeading: 'Uploads',
  uploadsLabel: 'Upload progress',
  uploadWaiting: 'Waiting',
  uploadChecking: 'Checking…',
  uploadSending: 'Uploading {percent}%',
  uploadDone: 'Uploaded',
  uploadFailed: 'Failed: {reason}',
  uploadSavedAs: 'Saved as {name}',
  clearFinished: 'Clear finished',
  uploadsFinished: '{count} of {total} files uploaded.',
  typeNotAllowed: 'this type of file is not accepted (images: JPEG, PNG, WebP; documents: PDF, Word, Excel, PowerPoint)',
  bucketRefused: 'the storage refused the file (HTTP {status}); try again',
  bucketUnreachable: 'the storage could not be reached; check your connection and try again',
  uploadCancelled: 'cancelled',

  // Picker
  pickerTitle: 'Choose an image',
  pickerDocumentTitle: 'Choose a file',
  pickerClose: 'Close',
  cancel: 'Cancel',
  pickerRoots: 'Library folders',
} as const;
